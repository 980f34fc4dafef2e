import { ElthelasGeographyPage } from "../../components/world/pages/GeographyPage.tsx";

/** Elthelas: map, places and their detail panels. */
export default function Page() {
  return <ElthelasGeographyPage />;
}
