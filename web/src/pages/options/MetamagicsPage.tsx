import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function MetamagicsPage() {
  return <Placeholder items={["Metamagic options with their cost and full text."]} />;
}
