#import "Texts.h"

NSArray *texts(int count, NSString *name, NSBundle *brand) {
  NSString *key = @"inbox.title";
  return [NSArray arrayWithObjects:
    NSLocalizedString(@"inbox.title", @"The inbox's title"),
    [NSString localizedStringWithFormat:NSLocalizedString(@"inbox.unread", nil), count, name],
    NSLocalizedStringFromTable(@"cart.title", @"Shop", nil),
    [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, @"Ana"],
    NSLocalizedStringFromTableInBundle(@"inbox.title", nil, [NSBundle mainBundle], nil),
    [[NSBundle mainBundle] localizedStringForKey:@"inbox.title" value:nil table:nil],
    [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, name],
    // Left as they are:
    [NSString stringWithFormat:NSLocalizedString(@"sync.progress", nil), 42.5],
    NSLocalizedString(@"battery", nil),
    NSLocalizedStringFromTableInBundle(@"inbox.title", nil, brand, nil),
    NSLocalizedString(key, nil),
    nil];
}
