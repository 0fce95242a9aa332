export * from './types';
export { estimate } from './estimate';
export { CALCULATOR_QUERY_HEADER, parseCalculatorQuery, settingFields, type FieldError, type ParsedQuery, type SettingField } from './input';
export { calculatorQuery, economicsDefaults, formatFigure, rounded } from './present';
export { questionAtDefaults } from './question';
