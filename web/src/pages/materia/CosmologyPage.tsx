import { LorePage } from "../../components/world/pages/LorePage.tsx";

/** The Flux, the Lattice and the Ebb. */
export default function Page() {
  return <LorePage id="materia/cosmology" />;
}
