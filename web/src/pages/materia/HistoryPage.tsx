import { HistoryPage } from "../../components/world/pages/HistoryPage.tsx";

/** Materia's timeline in its own calendar, then the history prose. */
export default function Page() {
  return <HistoryPage setting="materia" />;
}
