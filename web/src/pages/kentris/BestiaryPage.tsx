import { BestiaryPage } from "../../components/world/pages/BestiaryPage.tsx";

/** Creatures of Kentris with full stat blocks, and its people (Kentris has no NPC directory). */
export default function Page() {
  return <BestiaryPage id="kentris/bestiary" people="kentris" />;
}
