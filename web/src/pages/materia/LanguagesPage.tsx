import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function LanguagesPage() {
  return (
    <Placeholder
      items={[
        "The languages of Materia: who speaks them, their scripts and their families.",
        "A sortable table of languages.",
        "Which ancestries and regions speak each one.",
      ]}
    />
  );
}
