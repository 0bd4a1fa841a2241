import styled from 'styled-components';

/** A rounded section of the verification page. */
export const $Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
`;

export const $Heading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const $Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

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
