import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function InvocationsPage() {
  return (
    <Placeholder
      items={[
        "Eldritch invocations with prerequisites and full text.",
        "Filter by prerequisite level and pact.",
      ]}
    />
  );
}
