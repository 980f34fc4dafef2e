import { LorePage } from "../../components/world/pages/LorePage.tsx";

/** The Settled Lands (prose only: Materia has no map data). */
export default function Page() {
  return <LorePage id="materia/geography" />;
}
