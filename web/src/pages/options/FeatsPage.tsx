import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function FeatsPage() {
  return (
    <Placeholder
      items={[
        "Every feat with its prerequisites and full text.",
        "Search and filter by prerequisite and source.",
      ]}
    />
  );
}
