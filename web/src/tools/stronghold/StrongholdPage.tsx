import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function StrongholdPage() {
  return (
    <Placeholder
      items={[
        "Design a stronghold room by room.",
        "Its build cost, build time, upkeep and staff.",
        "Save and reopen designs when signed in.",
      ]}
    />
  );
}
