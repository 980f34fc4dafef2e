import { HistoryPage } from "../../components/world/pages/HistoryPage.tsx";

/** Elthelas's timeline in its own calendar, then the history prose. */
export default function Page() {
  return <HistoryPage setting="elthelas" />;
}
