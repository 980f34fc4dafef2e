import { NpcsPage } from "../../components/world/pages/NpcsPage.tsx";

/** The people of Elthelas: NPC directory with search, filters and the signed-in user's own NPCs. */
export default function Page() {
  return <NpcsPage setting="elthelas" />;
}
