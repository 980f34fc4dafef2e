import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function ManeuversPage() {
  return <Placeholder items={["Combat maneuvers with their full text.", "Search by name and effect."]} />;
}
