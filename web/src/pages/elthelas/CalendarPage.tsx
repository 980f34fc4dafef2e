import { CalendarPage } from "../../components/world/pages/CalendarPage.tsx";

/** The calendar of Elthelas with today's date. */
export default function Page() {
  return <CalendarPage id="elthelas/calendar" />;
}
