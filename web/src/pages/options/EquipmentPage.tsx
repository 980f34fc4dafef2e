import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function EquipmentPage() {
  return (
    <Placeholder
      items={[
        "Weapons, armor, adventuring gear and valuables in sortable tables.",
        "The magic item catalogue, with crafting recipes, by rarity and type.",
      ]}
    />
  );
}
