import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function TemplateBuilderPage() {
  return (
    <Placeholder
      items={[
        "Build creature templates (e.g. zombie, giant, elemental-touched).",
        "Apply a template to any creature and see the changed stat block.",
        "Opening a template by its id edits it.",
      ]}
    />
  );
}
