import { DivinesPage } from "../../components/world/pages/DivinesPage.tsx";

/** The divine beings of Elthelas. */
export default function Page() {
  return <DivinesPage />;
}
