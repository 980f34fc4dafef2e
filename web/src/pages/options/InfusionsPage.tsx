import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function InfusionsPage() {
  return (
    <Placeholder items={["Artificer infusions by minimum level and item.", "Each infusion's full text."]} />
  );
}
