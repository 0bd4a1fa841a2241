import styled from 'styled-components';

/** A message that needs the user's attention (rejection reason, a rule). */
export const $Notice = styled.div`
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

export const $Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
`;

export const $Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space['3']};
`;
