import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function GodsPage() {
  return (
    <Placeholder
      items={[
        "The pantheon of Materia: each god's portfolio, domains, alignment, symbol and worshippers.",
        "Filter by domain and alignment.",
        "Each god's full description, linkable by its own address.",
      ]}
    />
  );
}
