import styled from 'styled-components';

/** A form's vertical stack of fields, alert and submit button. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
`;
