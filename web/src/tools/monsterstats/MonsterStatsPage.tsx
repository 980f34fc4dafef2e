import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function MonsterStatsPage() {
  return (
    <Placeholder
      items={[
        "Expected armor class, hit points, attack bonus, damage and save DC by challenge rating.",
        "Quick stats for an improvised monster.",
      ]}
    />
  );
}
