import { LanguagesPage } from "../../components/world/pages/LanguagesPage.tsx";

/** The languages of Elthelas. */
export default function Page() {
  return <LanguagesPage id="elthelas/languages" />;
}
