#import "Texts.h"

/// A name as shelves show it.
#define SHOUTED(name) [name uppercaseString]

@interface Shelf : NSObject
- (NSString *)owner;
- (NSString *)order;
@end

@implementation Shelf
- (NSString *)owner {
  return @"Ana";
}
- (NSString *)order {
  return [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, [self owner]];
}
@end

NSArray *texts(int count, NSString *name, NSBundle *brand) {
  NSString *key = @"inbox.title";
  NSString *nickname = nil;
  id anyone = name;
  NSMutableString *log = [NSMutableString stringWithString:@"> "];
  [log appendFormat:NSLocalizedString(@"inbox.unread", nil), count, name];
  NSMutableString *unsure = [NSMutableString stringWithString:@"> "];
  [unsure appendFormat:NSLocalizedString(@"inbox.unread", nil), count, anyone];
  NSString *reason = nil;
  NS_DURING
    [NSException raise:@"Sync" format:NSLocalizedString(@"inbox.order", nil), 12L, name];
  NS_HANDLER
    reason = [localException reason];
  NS_ENDHANDLER
  Shelf *shelf = [[[Shelf alloc] init] autorelease];
  return [NSArray arrayWithObjects:
    NSLocalizedString(@"inbox.title", @"The inbox's title"),
    [NSString localizedStringWithFormat:NSLocalizedString(@"inbox.unread", nil), count, name],
    NSLocalizedStringFromTable(@"cart.title", @"Shop", nil),
    [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, @"Ana"],
    NSLocalizedStringFromTableInBundle(@"inbox.title", nil, [NSBundle mainBundle], nil),
    [[NSBundle mainBundle] localizedStringForKey:@"inbox.title" value:nil table:nil],
    [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, name],
    log,
    [@"» " stringByAppendingFormat:NSLocalizedString(@"inbox.order", nil), 12L, SHOUTED(name)],
    reason,
    [shelf order],
    [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, nickname ?: @"?"],
    // Left as they are:
    [NSString stringWithFormat:NSLocalizedString(@"sync.progress", nil), 42.5],
    NSLocalizedString(@"battery", nil),
    NSLocalizedStringFromTableInBundle(@"inbox.title", nil, brand, nil),
    NSLocalizedString(key, nil),
    unsure,
    [NSString stringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, [NSNumber numberWithDouble:1.5]],
    nil];
}
