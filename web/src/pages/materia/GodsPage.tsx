import { GodsPage } from "../../components/world/pages/GodsPage.tsx";

/** The Settled Eight of Materia: sortable table, each god's lore by #id. */
export default function Page() {
  return <GodsPage setting="materia" />;
}
