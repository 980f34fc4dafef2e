import { LanguagesPage } from "../../components/world/pages/LanguagesPage.tsx";

/** The languages of Materia. */
export default function Page() {
  return <LanguagesPage id="materia/languages" />;
}
