import { CraftingPage } from "../../components/world/pages/CraftingPage.tsx";

/** Materia's crafting rules and the recipe lookup. */
export default function Page() {
  return <CraftingPage />;
}
