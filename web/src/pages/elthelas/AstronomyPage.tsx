import { LorePage } from "../../components/world/pages/LorePage.tsx";

/** The skies of Elthelas. */
export default function Page() {
  return <LorePage id="elthelas/astronomy" />;
}
