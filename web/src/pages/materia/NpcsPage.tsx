import { NpcsPage } from "../../components/world/pages/NpcsPage.tsx";

/** The people of Materia: NPC directory with search, filters and the signed-in user's own NPCs. */
export default function Page() {
  return <NpcsPage setting="materia" />;
}
