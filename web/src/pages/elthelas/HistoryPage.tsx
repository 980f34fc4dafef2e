import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function HistoryPage() {
  return (
    <Placeholder
      items={[
        "A timeline of Elthelas: ages, wars, foundings and the events players can add.",
        "Filter by era and place.",
        "Signed-in users can add events to their campaign's history.",
      ]}
    />
  );
}
