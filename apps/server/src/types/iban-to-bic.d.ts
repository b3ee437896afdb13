// iban-to-bic ships no types; its CommonJS export is this object.
declare module 'iban-to-bic' {
  const ibanToBic: {
    ibanIsValid(iban: string): boolean;
    ibanToBic(iban: string): string | undefined;
  };
  export default ibanToBic;
}
