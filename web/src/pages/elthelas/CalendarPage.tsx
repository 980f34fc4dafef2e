import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function CalendarPage() {
  return (
    <Placeholder
      items={[
        "The calendar of Elthelas: months, weekdays, festivals and moons.",
        "A month view with holidays marked.",
        "Conversion between calendar dates and day counts.",
      ]}
    />
  );
}
