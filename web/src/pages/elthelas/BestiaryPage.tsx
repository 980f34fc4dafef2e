import { BestiaryPage } from "../../components/world/pages/BestiaryPage.tsx";

/** Creatures of Elthelas with full stat blocks. */
export default function Page() {
  return <BestiaryPage id="elthelas/bestiary" />;
}
