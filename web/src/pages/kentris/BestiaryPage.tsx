import { BestiaryPage } from "../../components/world/pages/BestiaryPage.tsx";

/** Creatures of Kentris with full stat blocks. */
export default function Page() {
  return <BestiaryPage id="kentris/bestiary" />;
}
