import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function BackgroundsPage() {
  return (
    <Placeholder
      items={[
        "Backgrounds with skills, tools, languages, equipment and feature.",
        "Suggested characteristics for each.",
      ]}
    />
  );
}
