import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function NpcsPage() {
  return (
    <Placeholder
      items={[
        "The people of Elthelas, sorted by name, with ancestry, occupation, home and status.",
        "Search and filter by place, ancestry and status.",
        "Signed-in users can add and edit their own NPCs.",
      ]}
    />
  );
}
