export * from './types';
export { estimate, UnknownFeedstockError } from './estimate';
export { CALCULATOR_LIMITS, CALCULATOR_QUERY_HEADER, parseCalculatorQuery, settingFields, type FieldError, type ParsedQuery, type SettingField } from './input';
export { calculatorQuery, formatFigure, niceAxisMax, rounded, significant, sourcesOf } from './present';
