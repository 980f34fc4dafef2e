import { GodsPage } from "../../components/world/pages/GodsPage.tsx";

/** The pantheon of Elthelas: sortable table, each god's lore by #id. */
export default function Page() {
  return <GodsPage setting="elthelas" />;
}
