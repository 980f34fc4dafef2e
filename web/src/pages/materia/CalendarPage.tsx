import { CalendarPage } from "../../components/world/pages/CalendarPage.tsx";

/** The calendar of Materia with today's date. */
export default function Page() {
  return <CalendarPage id="materia/calendar" />;
}
