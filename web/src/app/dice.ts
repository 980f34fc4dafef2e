import { toast } from "./toasts.ts";

/**
 * Compiled HTML (core/markdown.ts) turns dice notation into `<button class="dice-roll" data-dice="2d6+3">`.
 * One delegated listener rolls any of them and shows the result as a toast; the dice code loads on the
 * first roll.
 */
export function installDiceRolls(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>("button.dice-roll[data-dice]");
    if (!button) return;
    event.preventDefault();
    const notation = button.dataset.dice ?? "";
    void import("../../../core/rules/dice.ts").then(({ parseDice, roll, formatDice }) => {
      const dice = parseDice(notation);
      if (!dice) return;
      const result = roll(dice);
      const mod = dice.modifier ? ` ${dice.modifier > 0 ? "+" : "−"} ${Math.abs(dice.modifier)}` : "";
      toast({
        title: { key: "toast.dice.title", vars: { dice: formatDice(dice) } },
        body: { text: `${result.rolls.join(" + ")}${mod} = ${result.total}` },
        variant: "info",
      });
    });
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
