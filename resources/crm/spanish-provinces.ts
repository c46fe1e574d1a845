// Spain's provinces by the first two digits of a postal code (01–52, INE order), so a Spanish
// address gets its province from its postal code.
const PROVINCES = [
  "Araba/Álava",
  "Albacete",
  "Alicante/Alacant",
  "Almería",
  "Ávila",
  "Badajoz",
  "Illes Balears",
  "Barcelona",
  "Burgos",
  "Cáceres",
  "Cádiz",
  "Castellón/Castelló",
  "Ciudad Real",
  "Córdoba",
  "A Coruña",
  "Cuenca",
  "Girona",
  "Granada",
  "Guadalajara",
  "Gipuzkoa",
  "Huelva",
  "Huesca",
  "Jaén",
  "León",
  "Lleida",
  "La Rioja",
  "Lugo",
  "Madrid",
  "Málaga",
  "Murcia",
  "Navarra",
  "Ourense",
  "Asturias",
  "Palencia",
  "Las Palmas",
  "Pontevedra",
  "Salamanca",
  "Santa Cruz de Tenerife",
  "Cantabria",
  "Segovia",
  "Sevilla",
  "Soria",
  "Tarragona",
  "Teruel",
  "Toledo",
  "Valencia/València",
  "Valladolid",
  "Bizkaia",
  "Zamora",
  "Zaragoza",
  "Ceuta",
  "Melilla",
] as const;

/** A Spanish postal code: five digits whose first two name a province. */
export const SPANISH_POSTAL_CODE = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/** The province of a Spanish postal code, or null when it is not one. */
export function provinceOfPostalCode(postalCode: string): string | null {
  if (!SPANISH_POSTAL_CODE.test(postalCode)) return null;
  return PROVINCES[Number(postalCode.slice(0, 2)) - 1];
}
