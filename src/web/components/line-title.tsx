/** A cart or order line's name: its product's title, and its variant's options below it when it has them. */
export function LineTitle({ line }: { line: { title: string; variantOptions: string } }) {
  return (
    <>
      {line.title}
      {line.variantOptions && (
        <span className="block text-xs text-muted-foreground">{line.variantOptions}</span>
      )}
    </>
  );
}
