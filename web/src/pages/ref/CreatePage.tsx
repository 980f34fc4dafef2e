import { Placeholder } from "../../components/Placeholder.tsx";

/** Placeholder: the real page replaces this list. */
export default function CreatePage() {
  return (
    <Placeholder
      items={[
        "A step-by-step guide to creating a character: concept, ancestry, class, abilities, background, equipment.",
        "Links to every option the steps mention.",
        "A shortcut into the Character Builder.",
      ]}
    />
  );
}
