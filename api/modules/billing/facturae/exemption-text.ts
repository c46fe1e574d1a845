import { exemptionGround, GROUND_OF_CODE } from "../../../../resources/billing/exemption-grounds.js";

// The legal literal of an exempt operation, in Spanish as Facturae's LegalReference lists it
// (RD 1619/2012, art. 6.1.j): the article of Ley 37/1992 that exempts it.
export function exemptionGroundLabel(code: string | null, groundKey: string | null | undefined): string {
  const ground = exemptionGround(groundKey) ?? exemptionGround(code ? GROUND_OF_CODE[code] : null);
  if (ground?.article)
    return (
      `Operación exenta por aplicación del artículo ${ground.article} de la Ley 37/1992, `
      + "de 28 de diciembre, del Impuesto sobre el Valor Añadido"
    );
  return "Operación exenta del Impuesto sobre el Valor Añadido (Ley 37/1992, de 28 de diciembre)";
}
