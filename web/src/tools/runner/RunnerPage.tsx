import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function RunnerPage() {
  return (
    <Placeholder
      items={[
        "Run an encounter: initiative order, hit points, conditions and turns.",
        "Add creatures from the bestiary and characters from your saved ones.",
        "Encounter difficulty from the party's levels.",
        "Opening an encounter by its id resumes it.",
      ]}
    />
  );
}
