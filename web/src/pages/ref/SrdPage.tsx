import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function SrdPage() {
  return (
    <Placeholder
      items={[
        "The rules of the game by chapter: abilities, adventuring, combat, spellcasting, equipment and running the game.",
        "Collapsible rule categories and subcategories, each rule linkable by its own address.",
        "Links from rules to the classes and ancestries they mention.",
      ]}
    />
  );
}
