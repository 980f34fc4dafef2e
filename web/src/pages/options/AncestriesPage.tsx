import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function AncestriesPage() {
  return (
    <Placeholder
      items={["Each ancestry with its traits, ages and sizes.", "Subraces with their own traits and speeds."]}
    />
  );
}
