import { LorePage } from "../../components/world/pages/LorePage.tsx";

/** The planes of Elthelas. */
export default function Page() {
  return <LorePage id="elthelas/cosmology" />;
}
