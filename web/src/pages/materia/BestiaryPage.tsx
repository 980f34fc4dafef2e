import { BestiaryPage } from "../../components/world/pages/BestiaryPage.tsx";

/** Creatures of Materia with full stat blocks. */
export default function Page() {
  return <BestiaryPage id="materia/bestiary" />;
}
