import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function CraftingPage() {
  return (
    <Placeholder
      items={[
        "How crafting works in Materia: materials, tools, time and cost.",
        "Recipes for magic items, by rarity.",
        "A cost calculator for a crafting project.",
      ]}
    />
  );
}
