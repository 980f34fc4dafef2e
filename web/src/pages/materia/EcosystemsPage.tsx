import { LorePage } from "../../components/world/pages/LorePage.tsx";

/** Materia's ecosystems and their essences. */
export default function Page() {
  return <LorePage id="materia/ecosystems" />;
}
